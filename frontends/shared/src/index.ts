/** The shared SDK's public surface (versioned: see package.json; remotes require ^1). */
export { ApiError, errorMessage } from './api/api-error';
export { apiGet, apiRequest, type UnauthorizedBehavior } from './api/client';
export type * from './api/types';
export { AuthProvider, useAuth, type AuthValue, REFRESH_BEFORE_EXPIRY_MS, refreshDelay } from './auth/auth-context';
export { POPUP_HEIGHT, POPUP_WIDTH } from './auth/popup-sign-in';
export { CurrentEventProvider, useCurrentEvent, type CurrentEventValue } from './event/current-event-context';
export * from './event/current-event-rules';
export { CURRENT_EVENT_KEY } from './event/current-event-storage';
export * from './format/dates';
export { createQueryClient, queryKeys } from './query/query-client';
export * from './theme/contrast';
export { eventPalette, type EventPalette, FONT_FAMILY } from './theme/event-palette';
export { ThemeModeProvider, useThemeMode, type ThemeMode } from './theme/theme-mode';
export * from './subscription/usage';
export * from './toasts';
export { OfflineError, uploadToSignedUrl } from './uploads/signed-upload';
