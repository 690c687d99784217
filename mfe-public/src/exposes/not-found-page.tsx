import { NotFoundPage } from '../features/not-found/components/not-found-page';

export default NotFoundPage;
