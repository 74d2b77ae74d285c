import { domMax } from 'framer-motion';

/** The carousel's motion features (animation and the drag gesture), loaded after the product page has painted. */
export default domMax;
