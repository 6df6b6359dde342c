/**
 * The shapes the API answers with, named as the screens use them. Every one is generated from the API's
 * OpenAPI document (generated/schema.ts, `npm run api:types`), never copied: a change to a response DTO
 * reaches the screens as a type error.
 *
 * The object shapes stay interfaces (the SDK's public surface records each name's kind).
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- each interface is its generated schema, renamed */
import type { components, operations } from './generated/schema';

type Schemas = components['schemas'];
type Schema<Name extends keyof Schemas> = Schemas[Name];

/** The event list calls the ordinary role 'member'. */
export type ListedRole = Schemas['ListedRole'];
export type MemberRole = Schemas['MemberRole'];

/** A user as they see themselves (sign-in, their own profile). */
export interface User extends Schema<'UserResponse'> {}

export interface ThemeColors extends Schema<'ThemeColorsResponse'> {}

export interface BannerSettings extends Schema<'BannerSettingsResponse'> {}

/** An invitation as its link shows it (GET /api/invitations/{token}), before it is accepted. */
export interface InvitationPreview extends Schema<'InvitationPreviewResponse'> {}

export interface EventListItem extends Schema<'EventListItem'> {}

export interface Member extends Schema<'MemberResponse'> {}

export interface EventDetail extends Schema<'EventDetail'> {}

export interface SubscriptionSummary extends Schema<'SubscriptionSummaryResponse'> {}

export interface CreationLimits extends Schema<'CreationLimitsResponse'> {}

/** Who posted, drives or uploaded something, as lists show them. */
export interface PersonSummary extends Schema<'PersonSummary'> {}

export interface Photo extends Schema<'PhotoResponse'> {}

/** A photo still being processed, or refused by the worker; listed to its uploader only. */
export interface PendingPhoto extends Schema<'PendingPhotoResponse'> {}

export interface PhotoPage extends Schema<'PhotoPage'> {}

export type ImageSize = NonNullable<NonNullable<operations['PhotosController_image']['parameters']['query']>['size']>;

export interface Flight extends Schema<'FlightResponse'> {}

export interface CarpoolPassenger extends Schema<'CarpoolPassengerResponse'> {}

export interface Carpool extends Schema<'CarpoolResponse'> {}

export type RsvpStatus = Schemas['RsvpStatus'];

export interface ScheduleItem extends Schema<'ScheduleItemResponse'> {}

/** A question asked with the RSVP: of the whole event (scheduleItemId null) or of one item. */
export interface RsvpQuestion extends Schema<'QuestionResponse'> {}

export type QuestionKind = Schemas['QuestionKind'];

/** Who comes together: members who answer for each other and the guests they bring. */
export interface Party extends Schema<'PartyResponse'> {}

/** A guest without an account: a plus-one or a child, named now or later. */
export interface PartyGuest extends Schema<'PartyGuestResponse'> {}

export type AgeGroup = Schemas['AgeGroup'];
