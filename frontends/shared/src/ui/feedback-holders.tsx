import { Modal, notification as antdNotification } from 'antd';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import type { Feedback } from './feedback';

/**
 * antd's toasts and confirmation dialogs, rendered where FeedbackProvider puts them (inside the app's theme),
 * their APIs handed to it once they are in the page.
 */
export function FeedbackHolders({
  notification,
  onReady,
}: {
  notification: NotificationConfig;
  onReady: (feedback: Feedback) => void;
}) {
  const [notificationApi, notificationHolder] = antdNotification.useNotification(notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ notification: notificationApi, modal: modalApi }), [notificationApi, modalApi, onReady]);
  return (
    <>
      {notificationHolder}
      {modalHolder}
    </>
  );
}
