import { UploadOutlined } from '@ant-design/icons';
import { type BannerSettings, type EventDetail, OfflineError, queryKeys } from '@gatherly/shared';
import { useNotify } from '@gatherly/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Progress, Segmented, Switch, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { FIELDS_CARD_STYLES, saveStatusExtra } from '../auto-save/save-indicator';
import type { AutoSave } from '../auto-save/use-auto-save';
import { SETTINGS_TOASTS } from '../settings-toasts';
import { bannerProblem, RECOMMENDED_SIZE } from './banner-rules';
import { uploadBanner } from './upload-banner';

function BannerUpload({ eventId }: { eventId: string }) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();

  const upload = (file: File) => {
    setPercent(0);
    uploadBanner(eventId, file, setPercent)
      .then(() => {
        notify(SETTINGS_TOASTS.bannerUploaded);
        void queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.bannerSlides(eventId) });
      })
      .catch((error: unknown) => notify(SETTINGS_TOASTS.bannerUploadFailed(error instanceof OfflineError)))
      .finally(() => setPercent(null));
  };

  return (
    <Flex vertical gap={8} style={{ marginBottom: 24 }}>
      <Typography.Text strong>Upload Custom Banner</Typography.Text>
      <Typography.Text type="secondary">Recommended size: {RECOMMENDED_SIZE} pixels</Typography.Text>
      <Upload
        accept="image/*"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          const refused = bannerProblem(file);
          setProblem(refused);
          if (!refused) upload(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          Upload Custom Banner
        </Button>
      </Upload>
      {percent !== null && <Progress percent={percent} aria-label="Uploading banner" />}
      {problem && <Alert type="error" showIcon title={problem} />}
    </Flex>
  );
}

/** Event Banner: custom image, Auto-Rotate Photos and Banner Style. */
export function BannerSection({ event, autoSave }: { event: EventDetail; autoSave: AutoSave }) {
  const notify = useNotify();
  const settings = event.bannerSettings;
  const [autoRotate, setAutoRotate] = useState(settings.autoRotate !== false);
  useEffect(() => setAutoRotate(settings.autoRotate !== false), [settings.autoRotate]);

  const saveBanner = async (field: string, change: Partial<Pick<BannerSettings, 'autoRotate' | 'style'>>) => {
    const saved = await autoSave.save(field, { bannerSettings: change });
    if (saved) notify(SETTINGS_TOASTS.bannerSaved);
    return saved;
  };

  return (
    <Card title="Event Banner" styles={FIELDS_CARD_STYLES}>
      {settings.customBannerImage && (
        <img
          src={settings.customBannerImage}
          alt="Current banner"
          style={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 8, marginBottom: 16 }}
        />
      )}
      <BannerUpload eventId={event.id} />
      <Form.Item
        label="Auto-Rotate Photos"
        htmlFor="auto-rotate"
        extra={saveStatusExtra(autoSave.statusOf('autoRotate'))}
      >
        <Flex gap={12} align="center">
          <Switch
            id="auto-rotate"
            checked={autoRotate}
            onChange={(checked) => {
              setAutoRotate(checked);
              void saveBanner('autoRotate', { autoRotate: checked }).then((saved) => saved || setAutoRotate(!checked));
            }}
          />
          <Typography.Text>{autoRotate ? 'Auto-cycling enabled' : 'Auto-cycling disabled'}</Typography.Text>
        </Flex>
      </Form.Item>
      <Form.Item label="Banner Style" extra={saveStatusExtra(autoSave.statusOf('style'))}>
        <Segmented
          value={settings.style}
          onChange={(style) => void saveBanner('style', { style: style as BannerSettings['style'] })}
          options={[
            { label: 'Contained', value: 'contained' },
            { label: 'Full-width', value: 'full-width' },
          ]}
        />
      </Form.Item>
    </Card>
  );
}
