// Pages the router lazy-loads for dropdown management (one chunk with dnd-kit).
export { DropdownManagementPage } from './components/dropdown-management-page';
