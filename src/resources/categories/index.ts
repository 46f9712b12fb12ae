import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { redirectList } from '../../components/access/RequireAccess';

/** The category screen, on the route the spec fixes: /configuration/categories. */
export const CategoryList = lazy(() => import('./CategoryList'));

/** Product categories, managed under /configuration/categories (where /categories leads). */
export const categoriesResource = { name: 'categories', list: redirectList('/configuration/categories'), icon: CategoryIcon, recordRepresentation: 'nom' };
