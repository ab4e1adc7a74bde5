import { areaHandler } from '../../lib/http';
import { getWall } from './get-wall';
import { postContact } from './post-contact';

/** The public area: the contact form (anonymous or signed in) and the gym wall. */
export const handler = areaHandler('contact', [postContact, getWall]);
