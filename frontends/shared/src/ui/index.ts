/** The antd half of the SDK: loaded only by screens that already use antd, never by the landing page. */
export { DEFAULT_THEME_COLORS } from '../theme/event-palette';
export { EventThemeProvider } from './event-theme';
export { AVATAR_COLORS, EventLogo, generatedLogo, initials, UserAvatar } from './event-logo';
export { TOAST_DURATION_MS, useNotify } from './notify';
export { UsageBadge } from './usage-badge';
export { EmptyState, LoadFailed, LoadingCards } from './list-states';
export { ProfileDialog } from './profile/profile-dialog';
export { VisuallyHidden } from './visually-hidden';
