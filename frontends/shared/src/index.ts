/**
 * The shared SDK's public surface (versioned: see package.json; remotes require ^2): what the apps use,
 * nothing more. Everything else in src/ is the SDK's own.
 */
export { ApiError, errorMessage } from './api/api-error';
export { apiGet, apiRequest } from './api/client';
export { type ApiAnswer, type ApiBody, apiCall, type ApiPath } from './api/api-call';
export type {
  AgeGroup,
  BannerSettings,
  Carpool,
  CreationLimits,
  EventDetail,
  EventListItem,
  Flight,
  InvitationPreview,
  ImageSize,
  Member,
  MemberRole,
  Party,
  PartyGuest,
  PendingPhoto,
  Photo,
  PhotoPage,
  QuestionKind,
  RsvpQuestion,
  RsvpStatus,
  ScheduleItem,
  SubscriptionSummary,
  ThemeColors,
} from './api/types';
export { AuthProvider, useAuth } from './auth/auth-context';
export { CurrentEventProvider, useCurrentEvent } from './event/current-event-context';
export { CURRENT_EVENT_KEY } from './event/current-event-storage';
export {
  daysToGoText,
  formatMonthDay,
  formatMonthDayTime,
  formatMonthDayYear,
  formatTimeOfDay,
  isActiveEvent,
} from './format/dates';
export { formatRelativeTime } from './format/relative-time';
export { formatMoney, fromMinorUnits, intlDigits, MAX_AMOUNT_MINOR, toMinorUnits } from './format/money';
export { createQueryClient, queryKeys } from './query/query-client';
export type { Comment, CommentCounts, CommentSubjectKind } from './messages/comment-types';
export { useCommentCount, useCommentCounts, useComments } from './messages/comment-queries';
export { questionsFor, useQuestions } from './questions/questions-query';
export { KIND_LABEL as QUESTION_KIND_LABEL } from './questions/question-rules';
export { canChangeRole, canDeleteEvent, canManageRoles, canRemove, isAdmin } from './roles/access';
export {
  ASSIGNABLE_ROLE_OPTIONS,
  type AssignableRole,
  type EventRole,
  ROLE_COLOUR,
  ROLE_LABEL,
} from './roles/role-labels';
export { accessibilityMessage, eventPalette, type EventPalette, FONT_FAMILY } from './theme/event-palette';
export { type ColourInUse, coloursInUse } from './theme/colours-in-use';
export { ThemeModeProvider, useThemeMode } from './theme/theme-mode';
export { PHONE_QUERY, useMediaQuery } from './media/use-media-query';
export { generatedLogo } from './theme/generated-logo';
export { parseUsage, planBadgeLevel, usageIcons, usageLevel } from './subscription/usage';
export { type UpgradeReason, UpgradePromptProvider, useUpgradePrompt } from './subscription/upgrade-prompt';
export type { Notify, Toast } from './toasts';
export { OfflineError } from './api/offline-error';
export { type OfflineStatus, useOfflineStatus } from './offline/offline-status';
export { uploadToSignedUrl } from './uploads/signed-upload';
export { lazyRetrying, retryUntilLoaded } from './loading/lazy-retrying';
export { type PushOnThisDevice, usePushOnThisDevice } from './push/use-push-on-this-device';
