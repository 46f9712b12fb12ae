import type { ReactElement } from 'react';
import { Avatar, Box, Divider, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PaymentsIcon from '@mui/icons-material/Payments';
import SettingsIcon from '@mui/icons-material/Settings';
import PersonIcon from '@mui/icons-material/Person';
import { Menu, useLogout, useSidebarState } from 'react-admin';
import { useCurrentUser } from '../authProvider/session';
import { roleLabel } from '../authProvider/authProvider';
import { accountInitials, accountName } from '../domain/people';
import { can, type Capability } from '../domain/permissions';

export const FALLBACK_COMPANY_NAME = 'Solutions Logistiques';

function UserCard() {
  const user = useCurrentUser();
  const [open] = useSidebarState();
  if (!user) return null;
  return (
    <Box sx={{ px: open ? 2 : 1, py: 2 }} data-testid="user-card">
      {open && (
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700, mb: 1 }} data-testid="company-name">
          {user.entreprise?.nom || FALLBACK_COMPANY_NAME}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
          {accountInitials(user)}
        </Avatar>
        {open && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {accountName(user)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {roleLabel(user)}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}

function SidebarLogout() {
  const logout = useLogout();
  const [open] = useSidebarState();
  return (
    <List dense component="div">
      <ListItemButton onClick={() => logout(undefined, '/login')} aria-label="Déconnexion">
        <ListItemIcon sx={{ minWidth: 40 }}>
          <LogoutIcon />
        </ListItemIcon>
        {open && <ListItemText primary="Déconnexion" />}
      </ListItemButton>
    </List>
  );
}

interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
  capability: Capability;
}

/** The sidebar of spec 000 section 2, each entry behind the capability that opens its page. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: '/', label: 'Dashboard', icon: <DashboardIcon />, capability: 'dashboard.view' },
  { to: '/colis', label: 'Colis', icon: <Inventory2Icon />, capability: 'colis.view' },
  { to: '/bordereaux', label: 'Bordereaux', icon: <LocalShippingIcon />, capability: 'bordereaux.view' },
  { to: '/factures-commerciales', label: 'Factures Commerciales', icon: <ReceiptLongIcon />, capability: 'factures.view' },
  { to: '/caisse', label: 'Comptabilité Simplifiée', icon: <PointOfSaleIcon />, capability: 'caisse.view' },
  { to: '/caisse/cloture', label: 'Clôture de caisse', icon: <PointOfSaleIcon />, capability: 'caisse.close' },
  { to: '/paiements', label: 'Paiements', icon: <PaymentsIcon />, capability: 'paiements.list' },
  { to: '/configuration', label: 'Configuration', icon: <SettingsIcon />, capability: 'configuration.view' },
  { to: '/profil', label: 'Mon Profil', icon: <PersonIcon />, capability: 'profile.view' },
];

/** The sidebar: only the entries the user's role may open. */
export function AppMenu() {
  const user = useCurrentUser();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <UserCard />
      <Divider />
      <Menu>
        {MENU_ENTRIES.filter((entry) => can(user, entry.capability)).map((entry) => (
          <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} />
        ))}
      </Menu>
      <Divider sx={{ mt: 1 }} />
      <SidebarLogout />
    </Box>
  );
}
