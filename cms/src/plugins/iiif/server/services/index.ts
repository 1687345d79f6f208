import tiles from './tiles';

export default { tiles };
