import corrections from './corrections';
import pageText from './page-text';

export default { corrections, pageText };
