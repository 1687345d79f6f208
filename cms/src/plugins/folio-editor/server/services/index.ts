import pageTexts from './page-texts';

export default { pageTexts };
