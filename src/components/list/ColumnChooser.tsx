import { useState } from 'react';
import { Checkbox, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { ColumnsState } from './columns';

/** The column chooser of a list: a menu of check boxes; mandatory columns are ticked and locked. */
export function ColumnChooser<R>({ columns, isVisible, toggle }: Pick<ColumnsState<R>, 'columns' | 'isVisible' | 'toggle'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Choisir les colonnes">
        <IconButton aria-label="Choisir les colonnes" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.map((column) => (
          <MenuItem key={column.key} onClick={() => toggle(column.key)} disabled={column.mandatory} role="menuitemcheckbox" aria-checked={isVisible(column.key)}>
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={isVisible(column.key)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
            </ListItemIcon>
            <ListItemText primary={column.mandatory ? `${column.label} (obligatoire)` : column.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
