import { Outlet } from 'react-router-dom';
import { PlainFrame } from './plain-frame';

/** studentview: a calm centered column with the product name and no navigation, so students stay on task. */
export function StudentLayout() {
  return (
    <PlainFrame narrow brandLinksHome={false}>
      <Outlet />
    </PlainFrame>
  );
}
