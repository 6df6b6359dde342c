import { InboxOutlined } from '@ant-design/icons';
import { queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Input, Modal, Progress, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { PHOTO_TOASTS } from '../photo-toasts';
import { uploadPhoto } from './upload-photo';
import { ACCEPTED_TYPES, checkPick, MAX_FILES_PER_PICK } from './upload-rules';

interface FileProgress {
  uid: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'failed';
}

const PROGRESS_STATUS = { uploading: 'active', done: 'success', failed: 'exception' } as const;

/** Upload Photos: each picked image goes up at once, with its own progress bar. */
export function UploadDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const [caption, setCaption] = useState('');
  const [files, setFiles] = useState<FileProgress[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  // antd calls beforeUpload once per file of a pick; the pick is handled once, on its first file.
  const handledPicks = useRef(new WeakSet<File[]>());
  const notify = useNotify();
  const queryClient = useQueryClient();

  const update = (uid: string, change: Partial<FileProgress>) =>
    setFiles((current) => current.map((file) => (file.uid === uid ? { ...file, ...change } : file)));

  const start = (file: File & { uid: string }) => {
    setFiles((current) => [...current, { uid: file.uid, name: file.name, percent: 0, status: 'uploading' }]);
    uploadPhoto(eventId, file, caption, (percent) => update(file.uid, { percent }))
      .then(() => {
        update(file.uid, { percent: 100, status: 'done' });
        notify(PHOTO_TOASTS.uploaded);
      })
      .catch(() => {
        update(file.uid, { status: 'failed' });
        notify(PHOTO_TOASTS.uploadFailed);
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: queryKeys.photos(eventId) }));
  };

  const pick = (picked: Array<File & { uid: string }>) => {
    if (handledPicks.current.has(picked)) return;
    handledPicks.current.add(picked);
    const { accepted, messages: refused } = checkPick(picked, files.length);
    setMessages(refused);
    accepted.forEach(start);
  };

  const close = () => {
    setFiles((current) => current.filter((file) => file.status === 'uploading'));
    setMessages([]);
    onClose();
  };

  return (
    <Modal title="Upload Photos" open={open} onCancel={close} footer={null}>
      <Flex vertical gap={16}>
        <Input
          aria-label="Caption (optional)"
          placeholder="Caption (optional)"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          maxLength={500}
        />
        <Upload.Dragger
          multiple
          accept={ACCEPTED_TYPES}
          showUploadList={false}
          beforeUpload={(_file, picked) => {
            pick(picked as Array<File & { uid: string }>);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>Drop images here or click to choose</p>
          <Typography.Text type="secondary">Up to {MAX_FILES_PER_PICK} images, 10 MB each</Typography.Text>
        </Upload.Dragger>
        {messages.map((text) => (
          <Alert key={text} type="error" showIcon title={text} />
        ))}
        {files.map((file) => (
          <div key={file.uid}>
            <Typography.Text ellipsis title={file.name} data-full-text="file name">
              {file.name}
            </Typography.Text>
            <Progress
              percent={file.percent}
              status={PROGRESS_STATUS[file.status]}
              aria-label={`Uploading ${file.name}`}
            />
          </div>
        ))}
      </Flex>
    </Modal>
  );
}
