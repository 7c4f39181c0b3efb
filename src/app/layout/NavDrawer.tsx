import { Drawer } from 'antd';
import { SideNav } from './SideNav';

interface Props {
  open: boolean;
  onClose(): void;
  onRequestSupport(): void;
}

/**
 * Small screens: the page gets the whole width; the navigation slides in over it. A chunk of
 * its own (AppShell): a wide window never needs antd's Drawer.
 */
export default function NavDrawer({ open, onClose, onRequestSupport }: Props) {
  return (
    <Drawer
      id="nav-drawer"
      title="Navigation"
      placement="left"
      size={280}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <SideNav onRequestSupport={onRequestSupport} onChosen={onClose} />
    </Drawer>
  );
}
