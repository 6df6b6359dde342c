/** The antd half of the SDK: loaded only by screens that already use antd, never by the landing page. */
export { DEFAULT_THEME_COLORS } from '../theme/event-palette';
export { EventThemeProvider } from './event-theme';
export { EventLogo, UserAvatar } from './event-logo';
export { FeedbackProvider, useConfirm } from './feedback';
export { useNotify } from './notify';
export { UsageBadge } from './usage-badge';
export { EmptyState, LoadFailed, LoadingCards } from './list-states';
export type { RoleChange } from '../roles/change-member-role-dialog';
export { RoleTag } from '../roles/role-tag';
export { TAG_HUE } from '../theme/tag-hues';
export { TintedTag } from './tinted-tag';
export { VisuallyHidden } from './visually-hidden';
export { LinkifiedText } from '../messages/linkified-text';
export { CommentCountBadge } from '../messages/comment-count-badge';
export type { CommentThreadProps } from '../messages/comment-thread';
export { VoteButton } from './vote-button';
export type { DateTimeFieldProps } from './date-time-field';
export { DATE_TIME_FORMATS } from './date-time-formats';
export { endNotBefore } from './end-not-before';
export {
  ChangeMemberRoleDialog,
  CommentThread,
  DateTimeField,
  loadedOnOpen,
  loadedOnRender,
  ProfileDialog,
  QuestionsEditor,
  RoleSelect,
} from './loaded-on-demand';
export type { QuestionsEditorProps } from '../questions/questions-editor';
