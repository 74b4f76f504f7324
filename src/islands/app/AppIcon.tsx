// The app's stroked icons (24×24, currentColor, hidden from assistive technology).
import type { ReactElement } from 'react';
import './AppIcon.css';

const PATHS = {
  mybox: 'M4 7.5 12 3l8 4.5v9L12 21l-8-4.5zM4 7.5l8 4.5 8-4.5M12 12v9',
  shared:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.2a3.5 3.5 0 0 1 0 6.6M21.5 20a6.5 6.5 0 0 0-4-6',
  project: 'M3 7h18v12H3zM8 7V5h8v2M3 12h18',
  connect:
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  document: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  fax_receive: 'M6 9V3h12v6M6 17H4v-8h16v8h-2M7 14h10v7H7z',
  fax_send: 'M6 9V3h12v6M6 17H4v-8h16v8h-2M7 14h10v7H7z',
  dlp: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  warm: 'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  cold: 'M12 2v20M4 7l16 10M4 17 20 7M9 3.5 12 6l3-2.5M9 20.5 12 18l3 2.5',
  folder:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.2h8.4A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5',
  image: 'M4 4h16v16H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  audio: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  archive: 'M4 4h16v4H4zM5 8h14v12H5zM10 12h4',
  sheet: 'M6 3h8l5 5v13H6zM14 3v5h5M9 12h7M9 16h7M12.5 12v7',
  slides: 'M6 3h8l5 5v13H6zM14 3v5h5M9 16v-4h4a2 2 0 0 1 0 4z',
  pdf: 'M6 3h8l5 5v13H6zM14 3v5h5M9 17v-5h1.5a1.5 1.5 0 0 1 0 3H9',
  note: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  comment: 'M4 5h16v11H9l-5 4z',
  desktop: 'M3 4h18v12H3zM8 20h8M12 16v4',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  snowflake: 'M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  unlock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 6.8-1.2',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  scan: 'M7 9V3h10v6M3 13h18M5 13v6h14v-6M9 16h6',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  'folder-plus':
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.2h8.4A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5zM12 11v6M9 14h6',
  'folder-upload':
    'M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.2h8.4A1.5 1.5 0 0 1 21 8.7v9.8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5zM12 17v-6M9 13.5l3-3 3 3',
  'user-plus':
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  copy: 'M8 8h12v12H8zM16 8V4H4v12h4',
  move: 'M3 7h7l2 2h9v10H3zM10 14h7M14 11l3 3-3 3',
  cut: 'M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 16 18 3M16 16 6 3',
  paste: 'M8 4h8v3H8zM6 5H4v16h16V5h-2M8 12h8M8 16h5',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  keyboard: 'M3 7h18v10H3zM7 10h.01M11 10h.01M15 10h.01M8 14h8',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  chevron: 'M9 6l6 6-6 6',
  'chevron-down': 'M6 9l6 6 6-6',
  'arrow-up': 'M12 19V5M6 11l6-6 6 6',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
  sort: 'M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  close: 'M6 6l12 12M18 6L6 18',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v6M12 16.5v.5',
  cloud: 'M7 18a5 5 0 0 1-.6-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z',
  empty: 'M3 13l3-8h12l3 8M3 13v6h18v-6M3 13h5l1.5 2.5h5L16 13h5',
  search: 'M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM15.5 15.5 21 21',
} as const;

/** The name of an app icon. */
export type AppIconName = keyof typeof PATHS;

/** Whether a string names an app icon. */
export function isAppIcon(name: string): name is AppIconName {
  return Object.hasOwn(PATHS, name);
}

/** A decorative icon; `size` picks a CSS size class. */
export function AppIcon({
  name,
  size = 'md',
}: {
  readonly name: AppIconName;
  readonly size?: 'sm' | 'md' | 'lg' | 'xl';
}): ReactElement {
  return (
    <svg
      className={`app-icon app-icon--${size}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
