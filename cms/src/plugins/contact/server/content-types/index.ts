import inquiry from './inquiry';

export default { inquiry };
