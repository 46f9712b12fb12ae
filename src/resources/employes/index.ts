import GroupIcon from '@mui/icons-material/Group';

/** Employees, managed under /configuration/employes. */
export const employesResource = { name: 'employes', icon: GroupIcon, recordRepresentation: 'username' };
