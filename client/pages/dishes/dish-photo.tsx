// A dish's photo in one of its stored sizes (server/photos/), or nothing when it has none.
// Its address names the photo, so the browser keeps it until the photo changes.
import type { Dish } from '#schema';

export function dishPhotoUrl(
  dish: Pick<Dish, 'dish_id' | 'photo_id'>,
  size: 'small' | 'medium' | 'large',
) {
  return dish.photo_id
    ? `/api/dishes/${encodeURIComponent(dish.dish_id)}/photo/${dish.photo_id}/${size}`
    : null;
}

export function DishPhoto(props: {
  dish: Pick<Dish, 'dish_id' | 'photo_id' | 'name'>;
  size: 'small' | 'medium' | 'large';
  className?: string;
}) {
  const src = dishPhotoUrl(props.dish, props.size);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={`Photo of ${props.dish.name}`}
      loading="lazy"
      decoding="async"
      className={`object-cover ${props.className ?? ''}`}
    />
  );
}
