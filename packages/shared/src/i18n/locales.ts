import { z } from 'zod';

import { interfaceLocales } from './locale-list.js';

/**
 * Content the server makes for someone, an orbit's default statuses and a template's orbits, lists and
 * tasks, is written in one of the interface languages (locale-list.ts): the creator's.
 */
export { type InterfaceLocale, interfaceLocales, isInterfaceLocale } from './locale-list.js';
export const interfaceLocaleSchema = z.enum(interfaceLocales);
