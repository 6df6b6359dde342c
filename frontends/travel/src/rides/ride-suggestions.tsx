import { CarOutlined } from '@ant-design/icons';
import { loadedOnOpen, UserAvatar } from '@gatherly/shared/ui';
import { Button, Card, Flex, Typography } from 'antd';
import { type ComponentProps, useState } from 'react';
import type { CreateCarpoolDialog as CreateCarpoolDialogNow } from '../carpools/create-carpool-dialog';
import { type CarpoolPrefill, carpoolPrefill, suggestionText } from './ride-rules';
import { useRideSuggestions } from './ride-queries';

const CreateCarpoolDialog = loadedOnOpen<ComponentProps<typeof CreateCarpoolDialogNow>>(
  () => import('../carpools/create-carpool-dialog').then(({ CreateCarpoolDialog }) => CreateCarpoolDialog),
  ({ open }) => open,
);

/** People landing at the same airport close together with no ride yet: one car could take them all. */
export function RideSuggestions({ eventId, userId }: { eventId: string; userId: string | undefined }) {
  const suggestions = useRideSuggestions(eventId);
  const [offer, setOffer] = useState<CarpoolPrefill | null>(null);
  const list = suggestions.data?.suggestions ?? [];

  return (
    <>
      {list.length > 0 && (
        <Card title="Ride suggestions" size="small">
          <Flex component="ul" vertical gap={16} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((suggestion) => {
              return (
                <Flex
                  component="li"
                  key={`${suggestion.airport}-${suggestion.earliest}`}
                  vertical
                  gap={8}
                  aria-label={suggestionText(suggestion)}
                >
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {suggestionText(suggestion)}
                  </Typography.Text>
                  <Flex wrap gap="4px 12px">
                    {suggestion.people.map((person) => (
                      <Flex key={person.flightId} align="center" gap={6} style={{ minWidth: 0 }}>
                        <UserAvatar name={person.displayName} photoURL={person.photoURL} size={24} />
                        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{person.displayName}</Typography.Text>
                      </Flex>
                    ))}
                  </Flex>
                  <Button
                    icon={<CarOutlined />}
                    onClick={() => setOffer(carpoolPrefill(suggestion, userId))}
                    style={{ alignSelf: 'start' }}
                  >
                    Offer a ride
                  </Button>
                </Flex>
              );
            })}
          </Flex>
        </Card>
      )}
      <CreateCarpoolDialog eventId={eventId} open={offer !== null} prefill={offer} onClose={() => setOffer(null)} />
    </>
  );
}
