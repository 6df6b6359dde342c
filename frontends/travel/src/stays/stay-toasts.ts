/** The stays' toasts, written once; a failure's description is the server's message when it has one. */
export const STAY_TOASTS = {
  stayAdded: 'Stay added',
  staySaved: 'Stay saved',
  stayDeleted: 'Stay deleted',
  stayNotSaved: "Couldn't save the stay",
  stayNotDeleted: "Couldn't delete the stay",
  roomSaved: 'Room saved',
  roomDeleted: 'Room deleted',
  roomNotSaved: "Couldn't save the room",
  roomNotDeleted: "Couldn't delete the room",
  bedNotTaken: "Couldn't put them in this room",
  bedNotFreed: "Couldn't free the bed",
  tryAgain: 'Please try again.',
} as const;
