import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The side navigation in a drawer from the left, on a phone. */
export function NavigationDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} width={280} title="Gatherly">
      {children}
    </Drawer>
  );
}
