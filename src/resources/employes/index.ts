import { lazy } from 'react';
import GroupIcon from '@mui/icons-material/Group';
import { redirectList } from '../../components/access/RequireAccess';

/** The employee screen, on the route the spec fixes: /configuration/employes. */
export const EmployeeList = lazy(() => import('./EmployeeList'));

/** Employees, managed under /configuration/employes (where /employes leads). */
export const employesResource = { name: 'employes', list: redirectList('/configuration/employes'), icon: GroupIcon, recordRepresentation: 'username' };
