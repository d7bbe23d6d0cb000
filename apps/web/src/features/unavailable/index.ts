export { UnavailablePage } from './components/unavailable-page';
