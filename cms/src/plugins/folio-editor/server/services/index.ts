import deletion from './deletion';

export default { deletion };
