import type { EventDetail } from '@gatherly/shared';

type FaqEntry = EventDetail['faq'][number];

/**
 * The event's questions and answers, each answer folded under its question. Native disclosure elements,
 * not antd's Collapse: the first-paint frame draws these lines too, before antd loads (docs/decisions.md).
 */
export function EventFaq({ faq }: { faq: FaqEntry[] }) {
  return (
    <section aria-label="Questions and answers" style={{ margin: '8px 0 0', maxWidth: 720 }}>
      {/* Not a heading: the screens around it name the event at different levels. */}
      <div style={{ marginBottom: 2, fontWeight: 600 }}>Questions and answers</div>
      {faq.map(({ question, answer }, index) => (
        <details key={`${index}:${question}`} style={{ padding: '2px 0' }}>
          <summary style={{ cursor: 'pointer', fontWeight: 500 }}>{question}</summary>
          <p style={{ margin: '2px 0 6px 16px', whiteSpace: 'pre-line' }}>{answer}</p>
        </details>
      ))}
    </section>
  );
}
