import CategoryIcon from '@mui/icons-material/Category';
import { redirectList } from '../../components/access/RequireAccess';

/** Product categories, managed under /configuration/categories (where /categories leads). */
export const categoriesResource = { name: 'categories', list: redirectList('/configuration/categories'), icon: CategoryIcon, recordRepresentation: 'nom' };
