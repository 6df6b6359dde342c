import type { ColourInUse } from '@gatherly/shared';

/**
 * The colour the app paints instead of the chosen one, and why (coloursInUse, read from the palette the
 * screens are painted with): "In use on buttons and links: ■ #000000 — …".
 */
export function ColourInUseNote({ id, inUse }: { id: string; inUse: ColourInUse }) {
  return (
    <span id={id}>
      In use{inUse.where ? ` on ${inUse.where}` : ''}:{' '}
      <span
        // The swatch and its hex stay on one line.
        style={{ whiteSpace: 'nowrap' }}
      >
        <span
          aria-hidden
          data-swatch
          // Outlined in the text's colour: the cards' own colour would not show on a card.
          style={{
            display: 'inline-block',
            width: '0.9em',
            height: '0.9em',
            verticalAlign: '-0.1em',
            marginInlineEnd: '0.3em',
            borderRadius: 3,
            border: '1px solid currentColor',
            background: inUse.colour,
          }}
        />
        {inUse.colour}
      </span>
      {/* A no-break space: the dash stays with the colour it follows. */}
      {'\u00a0'}— {inUse.reason}
    </span>
  );
}
