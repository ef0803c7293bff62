import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLinkContext } from '../hooks/use-link-context';
import { classifyLink } from '../utils/classify-link';
import { prepareContentHtml } from '../utils/prepare-content-html';
import type { VideoLink } from '../utils/video-link';
import { VideoDialog } from './video-dialog';

/** Typography of WordPress HTML: readable line length, headings in the theme's scale, responsive media. */
const contentSx = {
  maxWidth: '72ch',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
  '& h2': { typography: 'h2', mt: 3, mb: 1 },
  '& h3': { typography: 'h3', mt: 2.5, mb: 1 },
  '& h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 0.5 },
  '& p, & ul, & ol, & table': { mt: 0, mb: 1.5 },
  '& a': { color: 'primary.main', textUnderlineOffset: '2px', fontWeight: 600 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& iframe': { width: '100%', aspectRatio: '16 / 9', height: 'auto', border: 0 },
  '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
} as const;

interface OpenVideo {
  video: VideoLink;
  title: string;
}

/**
 * Content HTML, sanitised, whose links behave as spec §2 "Links inside content" says: whitelisted hosts
 * navigate inside the app, video links open the embedded video dialog, other hosts a new window.
 */
export function ContentHtml({
  html,
  mb = 0,
}: {
  html: string;
  /** Space below, in theme units. */ mb?: number;
}) {
  const context = useLinkContext();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const [openVideo, setOpenVideo] = useState<OpenVideo | null>(null);
  const prepared = useMemo(() => prepareContentHtml(html, context), [html, context]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // One listener for every link of the HTML; Enter on a focused link is a click too.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !element.contains(anchor)) return;
      const link = classifyLink(anchor.getAttribute('href'), context);
      const withModifier = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (link.kind === 'native' || (withModifier && link.kind !== 'blocked')) return;
      event.preventDefault();
      if (link.kind === 'internal') void navigate(link.to);
      else if (link.kind === 'video')
        setOpenVideo({ video: link.video, title: anchor.textContent?.trim() ?? '' });
      else if (link.kind === 'external') window.open(link.href, '_blank', 'noopener,noreferrer');
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [context, navigate]);

  return (
    <>
      <Box
        ref={ref}
        className="content-html"
        sx={{ ...contentSx, mb }}
        dangerouslySetInnerHTML={{ __html: prepared }}
      />
      <VideoDialog
        video={openVideo?.video ?? null}
        title={openVideo?.title ?? ''}
        onClose={() => setOpenVideo(null)}
      />
    </>
  );
}
