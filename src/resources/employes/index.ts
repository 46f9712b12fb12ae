import GroupIcon from '@mui/icons-material/Group';
import { redirectList } from '../../components/access/RequireAccess';

/** Employees, managed under /configuration/employes (where /employes leads). */
export const employesResource = { name: 'employes', list: redirectList('/configuration/employes'), icon: GroupIcon, recordRepresentation: 'username' };
