import { componentTestsConfig } from './vitest.dom-shared';

export default componentTestsConfig('shared');
