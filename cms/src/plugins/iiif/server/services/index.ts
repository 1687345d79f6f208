import images from './images';
import tiles from './tiles';

export default { images, tiles };
