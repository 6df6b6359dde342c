import { DollarOutlined, PlusOutlined } from '@ant-design/icons';
import { loadedOnOpen } from '@gatherly/shared/ui';
import { Button, Flex, Typography } from 'antd';
import { type ComponentProps, type CSSProperties, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AddCostDialog as AddCostDialogNow } from './add-cost-dialog';
import { costLine, linkedCost } from './plan-cost-rules';
import { usePlanCosts } from './plan-cost-queries';

const AddCostDialog = loadedOnOpen<ComponentProps<typeof AddCostDialogNow>>(
  () => import('./add-cost-dialog').then(({ AddCostDialog }) => AddCostDialog),
  ({ open }) => open,
);

/**
 * A carpool's or a stay's cost, when one is linked ("Fuel $60 · split 4 ways"), with a way to the Costs
 * section; whoever may add one (the driver, an admin) gets "Add a cost" while there is none.
 */
export function PlanCost({
  eventId,
  link,
  canAdd,
  style,
}: {
  eventId: string;
  link: { carpoolId: string } | { stayId: string };
  canAdd: boolean;
  style?: CSSProperties;
}) {
  const costs = usePlanCosts(eventId);
  const [adding, setAdding] = useState(false);
  if (!costs.data) return null;
  const expense = linkedCost(costs.data.expenses, link);
  if (!expense && !canAdd) return null;
  const { currency, currencyDigits } = costs.data;
  return (
    <Flex align="center" justify="space-between" wrap gap={8} style={style}>
      {expense ? (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          <DollarOutlined aria-hidden /> {costLine(expense, currency, currencyDigits)}
        </Typography.Text>
      ) : (
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add a cost
        </Button>
      )}
      <Link to={`/events/${eventId}/costs`}>See costs</Link>
      <AddCostDialog
        eventId={eventId}
        link={link}
        currency={currency}
        digits={currencyDigits}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </Flex>
  );
}
