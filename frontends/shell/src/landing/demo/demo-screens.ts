import eventDashboard from './event-dashboard.webp';
import members from './members.webp';
import photos from './photos.webp';
import schedule from './schedule.webp';
import travel from './travel.webp';

/** A screen of the walkthrough: its image (made by e2e/demo/capture-demo-screens.ts) and what it shows. */
export interface DemoScreen {
  src: string;
  title: string;
  caption: string;
  alt: string;
}

/** The size the screenshots were taken at, in CSS pixels (the files hold twice as many, for 2x screens). */
export const DEMO_SCREEN_SIZE = { width: 390, height: 700 } as const;

/** Real screens of one wedding weekend, as a phone shows them; the captions are the landing page's claims. */
export const DEMO_SCREENS: readonly DemoScreen[] = [
  {
    src: eventDashboard,
    title: 'Event dashboard',
    caption: 'Your event’s banner, countdown and stats at a glance.',
    alt: 'The event dashboard of a wedding weekend in Sitges on a phone: a photo banner, the event name with its dates, days to go and place, Settings and Invite buttons, and the counts of RSVPs and photos.',
  },
  {
    src: photos,
    title: 'Photo gallery',
    caption: 'Everyone uploads, everyone votes: the favourites rise to the top.',
    alt: 'The photo gallery on a phone: All Photos and Featured filters, a search box, and photos of the weekend, each with who shared it and a heart with its number of votes.',
  },
  {
    src: travel,
    title: 'Travel coordination',
    caption: 'See who lands when, and fill carpools seat by seat.',
    alt: 'The travel screen on a phone: Flights and Carpools tabs, an Add Flight button, and an arrivals board listing who lands at which airport and when, with their flight numbers.',
  },
  {
    src: members,
    title: 'Members and invitations',
    caption: 'Invite by e-mail, choose who organizes, and keep the guest list tidy.',
    alt: 'The members screen on a phone: an Invite Member button, counts of members, creators, admins and attendees, a search box, and member cards with e-mail address, role and join date.',
  },
  {
    src: schedule,
    title: 'Schedule and RSVPs',
    caption: 'One shared timeline with RSVPs for every dinner, ceremony and outing.',
    alt: "The event schedule on a phone: Friday's first items with their times and places, each with the reader's answer, Going, Maybe and Not Going buttons, and how many others are going.",
  },
];
