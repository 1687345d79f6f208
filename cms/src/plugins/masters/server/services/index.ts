import fixity from './fixity';

export default { fixity };
