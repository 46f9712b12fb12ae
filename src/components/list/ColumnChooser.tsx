import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { ColumnsState } from './columns';

/** The column chooser of a list: a menu of check boxes (menuitemcheckbox); mandatory columns are ticked and locked. */
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
            {/* A drawn box, not an input: the menu item is the check box (axe: no control inside a control). */}
            <ListItemIcon>{isVisible(column.key) ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={column.mandatory ? `${column.label} (obligatoire)` : column.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
