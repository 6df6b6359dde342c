import { Skeleton } from 'antd';
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { lazyRetrying } from '../loading/lazy-retrying';
import type { CommentThreadProps } from '../messages/comment-thread';
import type { QuestionsEditorProps } from '../questions/questions-editor';
import type { ChangeMemberRoleDialog as ChangeMemberRoleDialogNow } from '../roles/change-member-role-dialog';
import type { RoleSelect as RoleSelectNow } from '../roles/role-select';
import { DATE_TIME_FIELD_WIDTH } from './date-time-field-width';
import type { DateTimeFieldProps } from './date-time-field';
import type { ProfileDialog as ProfileDialogNow } from './profile/profile-dialog';

/**
 * A component whose code, and the antd components only it renders, load when it is first rendered, with
 * `fallback` shown meanwhile. The SDK's heavier components (a date picker, a select, forms in dialogs) are
 * built with it: the SDK's UI module is shared whole, so anything it imported directly would load with every
 * screen, the event dashboard's first render included. An app builds its less used screens with it too. A
 * load that fails is retried (lazyRetrying), the fallback showing meanwhile.
 */
export function loadedOnRender<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode,
): ComponentType<Props> {
  const Loaded = lazyRetrying(() => load().then((component) => ({ default: component })));
  const LoadedOnRender = (props: Props) => (
    <Suspense fallback={fallback(props)}>
      <Loaded {...props} />
    </Suspense>
  );
  return LoadedOnRender;
}

/**
 * A dialog (or drawer) that loads when it first opens, then stays mounted so that it closes with antd's
 * animation: the screen that offers it does not load its code, nor the antd components only it renders.
 */
export function loadedOnOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = loadedOnRender(load, () => null);
  const LoadedOnOpen = (props: Props) => {
    const [opened, setOpened] = useState(false);
    if (isOpen(props) && !opened) setOpened(true);
    return opened || isOpen(props) ? <Dialog {...props} /> : null;
  };
  return LoadedOnOpen;
}

/**
 * The field's own box (its size's control height, its width), so nothing below it moves when its code
 * arrives: in a dialog, a move of the buttons under a person's (or a test's) pointer between press and
 * release lost the click.
 */
const LoadedDateTimeField = loadedOnRender<DateTimeFieldProps>(
  () => import('./date-time-field').then(({ DateTimeField }) => DateTimeField),
  ({ size, style }) => (
    <Skeleton.Input
      active
      block
      size={size === 'middle' || !size ? 'default' : size}
      style={{ ...DATE_TIME_FIELD_WIDTH, ...style }}
    />
  ),
);

const LoadedRoleSelect = loadedOnRender<ComponentProps<typeof RoleSelectNow>>(
  () => import('../roles/role-select').then(({ RoleSelect }) => RoleSelect),
  ({ size, style }) => <Skeleton.Input active size={size === 'large' ? 'large' : 'medium'} style={style} />,
);

const LoadedProfileDialog = loadedOnOpen<ComponentProps<typeof ProfileDialogNow>>(
  () => import('./profile/profile-dialog').then(({ ProfileDialog }) => ProfileDialog),
  ({ open }) => open,
);

const LoadedChangeMemberRoleDialog = loadedOnOpen<ComponentProps<typeof ChangeMemberRoleDialogNow>>(
  () => import('../roles/change-member-role-dialog').then(({ ChangeMemberRoleDialog }) => ChangeMemberRoleDialog),
  ({ change }) => change !== null,
);

const LoadedQuestionsEditor = loadedOnRender<QuestionsEditorProps>(
  () => import('../questions/questions-editor').then(({ QuestionsEditor }) => QuestionsEditor),
  () => <Skeleton active title={false} paragraph={{ rows: 2 }} />,
);

/** antd's Mentions and the thread's parts load when a thread is first shown, not with every screen. */
const LoadedCommentThread = loadedOnRender<CommentThreadProps>(
  () => import('../messages/comment-thread').then(({ CommentThread }) => CommentThread),
  () => <Skeleton active avatar paragraph={{ rows: 2 }} />,
);

/** A date and time in one field (see date-time-field.tsx). */
export function DateTimeField(props: DateTimeFieldProps) {
  return <LoadedDateTimeField {...props} />;
}

/** A member's role selector (see role-select.tsx). */
export function RoleSelect(props: ComponentProps<typeof RoleSelectNow>) {
  return <LoadedRoleSelect {...props} />;
}

/** A user's profiles (see profile-dialog.tsx). */
export function ProfileDialog(props: ComponentProps<typeof ProfileDialogNow>) {
  return <LoadedProfileDialog {...props} />;
}

/** The 'Change Member Role' confirmation (see change-member-role-dialog.tsx). */
export function ChangeMemberRoleDialog(props: ComponentProps<typeof ChangeMemberRoleDialogNow>) {
  return <LoadedChangeMemberRoleDialog {...props} />;
}

/** The questions asked with the RSVP, of the event or of one item, as admins manage them (see questions-editor.tsx). */
export function QuestionsEditor(props: QuestionsEditorProps) {
  return <LoadedQuestionsEditor {...props} />;
}

/** The comments on a photo, schedule item, carpool or stay, with a composer (see comment-thread.tsx). */
export function CommentThread(props: CommentThreadProps) {
  return <LoadedCommentThread {...props} />;
}
