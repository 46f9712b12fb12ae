import CategoryIcon from '@mui/icons-material/Category';

/** Product categories, managed under /configuration/categories. */
export const categoriesResource = { name: 'categories', icon: CategoryIcon, recordRepresentation: 'nom' };
