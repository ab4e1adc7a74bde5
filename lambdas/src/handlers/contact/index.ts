import { areaHandler } from '../../lib/http';
import { postContact } from './create-contact';
import { getWall } from './get-wall';

/** The public area: the contact form (anonymous or signed in) and the gym wall. */
export const handler = areaHandler('contact', [postContact, getWall]);
