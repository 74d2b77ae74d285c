import { z } from 'zod';
import { CategoryOption, id } from './common';

export const categoryKindSchema = z.object({ kind: z.enum(['shopping', 'delivery']) });

export const categoryIdSchema = z.object({ id });

/** GET /api/categories/{id}: one option with the tab it belongs to. */
export interface CategoryItem extends CategoryOption {
  kind: 'shopping' | 'delivery';
}

/** GET /api/categories: the options of both tabs, each in display order. */
export interface CategoryGroups {
  shopping: CategoryOption[];
  delivery: CategoryOption[];
}

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string | null;
  bg: string;
  link: string | null;
}

export interface EventItem {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  link: string | null;
  starts_at: string;
  ends_at: string | null;
}

export interface NoticeItem {
  id: number;
  title: string;
  content: string;
  is_pinned: boolean;
  created_at: string;
}

export interface RegionItem {
  id: number;
  code: string;
  name: string;
  lat: number | null;
  lng: number | null;
}
