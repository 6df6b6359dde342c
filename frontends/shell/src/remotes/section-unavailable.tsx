import { Button, Result } from 'antd';

/** What a section whose remote failed to load or render shows, inside the layout, with a retry. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="This section is taking a break"
      subTitle="We couldn't load it just now. The rest of Gatherly still works."
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
