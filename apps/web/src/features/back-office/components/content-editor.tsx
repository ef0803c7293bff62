import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADMIN_POST_TYPE_LABELS,
  adminPostFieldsSchema,
  type AdminPost,
  type AdminPostFields,
  type AdminPostType,
} from '@spesa/shared/admin/content-admin.contract';
import { useState, type ComponentType } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field';
import { adminPaths } from '../../../config/admin-paths';
import '../../../lib/messages-it-admin';
import { useContentPost, useCreatePost, useEditPost, usePostStatus } from '../api/content';
import { errorMessageOf } from '../api/staff-session';
import { PostStatusChip } from './content-list';
import { FlyerFields, SlideFields } from './content-offer-fields';

type Notice = 'created' | 'saved' | 'savedLive' | 'publishedNow' | 'unpublishedNow';

/** The draft as the storefront shows a page (spec §3 "Static page"): its title, then its sanitised HTML. */
function PreviewPane({ control, Html }: { control: Control<AdminPostFields>; Html: PreviewHtml }) {
  const { t } = useTranslation();
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  return (
    <Paper component="section" variant="outlined" aria-label={t('admin.content.previewLabel')} sx={{ p: 2 }}>
      <Typography variant="overline">{t('admin.content.previewLabel')}</Typography>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      <Html html={content} />
    </Paper>
  );
}

function EditorFields({ control }: { control: Control<AdminPostFields> }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="title" label={t('admin.content.fieldTitle')} required />
      <FormTextField
        control={control}
        name="slug"
        label={t('admin.content.fieldSlug')}
        helperText={t('admin.content.fieldSlugHelp')}
        required
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <FormTextField
        control={control}
        name="content"
        label={t('admin.content.fieldContent')}
        helperText={t('admin.content.fieldContentHelp')}
        multiline
        minRows={8}
        slotProps={{ htmlInput: { spellCheck: true, sx: { fontFamily: 'monospace', fontSize: 14 } } }}
      />
    </Stack>
  );
}

/**
 * The form's values of a post: a flyer has its dates and products, a slide its subtitle, link and dates (spec §7
 * Content); the shared contract checks them, so a flyer or slide is not saved without them.
 */
function defaultsOf(post: AdminPost | null, type: AdminPostType): AdminPostFields {
  const texts = { title: post?.title ?? '', slug: post?.slug ?? '', content: post?.content ?? '' };
  if (type === 'flyer') {
    const flyer = post?.flyer;
    return {
      ...texts,
      flyer: {
        validFrom: flyer?.validFrom ?? '',
        validTo: flyer?.validTo ?? '',
        productCodes: flyer?.products.map((p) => p.code) ?? [],
      },
    };
  }
  if (type === 'slide') {
    const slide = post?.slide;
    return {
      ...texts,
      slide: {
        subtitle: slide?.subtitle ?? '',
        link: slide?.link ?? '',
        validFrom: slide?.validFrom ?? '',
        validTo: slide?.validTo ?? '',
        deliveryServiceId: (slide?.deliveryServiceId ?? null) as 1 | 2 | null,
      },
    };
  }
  return texts;
}

/** One post: its texts, saved as a draft or live, a preview, and publishing or withdrawing it. */
function PostForm({
  post,
  type,
  justCreated,
  onCreated,
  previewHtml,
}: EditorProps & { post: AdminPost | null; type: AdminPostType }) {
  const { t } = useTranslation();
  const create = useCreatePost();
  const edit = useEditPost();
  const status = usePostStatus();
  const [showPreview, setShowPreview] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(justCreated ? 'created' : null);
  const { control, handleSubmit, formState, reset } = useForm<AdminPostFields>({
    resolver: zodResolver(adminPostFieldsSchema),
    defaultValues: defaultsOf(post, type),
  });
  // Read while rendering, so react-hook-form keeps it up to date (its form state is a subscription).
  const { isDirty } = formState;
  const failure = create.error ?? edit.error ?? status.error;
  const busy = create.isPending || edit.isPending || status.isPending;

  /** Saves what changed; the post as it now stands. */
  const save = async (values: AdminPostFields): Promise<AdminPost> => {
    if (!post) return create.mutateAsync({ ...values, type });
    if (!isDirty) return post;
    return edit.mutateAsync({ ...values, id: post.id });
  };
  const onSave = handleSubmit(async (values) => {
    const saved = await save(values);
    reset(values);
    if (!post) onCreated(saved.id);
    else setNotice(saved.status === 'publish' ? 'savedLive' : 'saved');
  });
  const onStatus = handleSubmit(async (values) => {
    const saved = await save(values);
    reset(values);
    const next = saved.status === 'publish' ? 'draft' : 'publish';
    await status.mutateAsync({ id: saved.id, status: next });
    setNotice(next === 'publish' ? 'publishedNow' : 'unpublishedNow');
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSave(event).catch(() => undefined)}>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{errorMessageOf(failure)}</Alert>}
        {notice && (
          <Alert severity="success" role="status">
            {t(`admin.content.${notice}`)}{' '}
            {post?.status === 'publish' && (
              <Link href={post.link} target="_blank" rel="noopener">
                {t('admin.content.viewInShop')}
              </Link>
            )}
          </Alert>
        )}
        <EditorFields control={control} />
        {type === 'flyer' && <FlyerFields control={control} flyer={post?.flyer ?? null} />}
        {type === 'slide' && <SlideFields control={control} />}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="outlined" disabled={busy}>
            {post?.status === 'publish' ? t('admin.content.save') : t('admin.content.saveDraft')}
          </Button>
          <Button variant="outlined" aria-pressed={showPreview} onClick={() => setShowPreview((v) => !v)}>
            {showPreview ? t('admin.content.hidePreview') : t('admin.content.preview')}
          </Button>
          <Button
            variant={post?.status === 'publish' ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => void onStatus().catch(() => undefined)}
          >
            {post?.status === 'publish' ? t('admin.content.unpublish') : t('admin.content.publish')}
          </Button>
        </Stack>
        {showPreview && <PreviewPane control={control} Html={previewHtml} />}
      </Stack>
    </Box>
  );
}

/** The storefront's renderer of content HTML (sanitised, links as in the shop), given by the route. */
export type PreviewHtml = ComponentType<{ html: string }>;

interface EditorProps {
  /** A new post was saved: its address replaces the new one's. */
  onCreated: (postId: number) => void;
  /** The post was created by the step before: its editor says so. */
  justCreated?: boolean;
  previewHtml: PreviewHtml;
}

/** README "Back-office", Content: a new post of `type`, or the post `postId`. */
export function ContentEditor({
  postId,
  type,
  justCreated,
  onCreated,
  previewHtml,
}: EditorProps & { postId: number | null; type: AdminPostType }) {
  const { t } = useTranslation();
  const post = useContentPost(postId);
  const current = post.data ?? null;
  const heading = current
    ? t('admin.content.editTitle')
    : t('admin.content.newTitle', { type: ADMIN_POST_TYPE_LABELS[type] });
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Link component={RouterLink} to={adminPaths.content.getHref(current?.type ?? type)}>
        {t('admin.content.back')}
      </Link>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {current && <PostStatusChip post={current} />}
      </Stack>
      {postId !== null && post.isPending && <CircularProgress aria-label={t('admin.loading')} />}
      {post.isError && <Alert severity="error">{errorMessageOf(post.error)}</Alert>}
      {(postId === null || current) && (
        <PostForm
          key={current?.id ?? 'new'}
          post={current}
          type={(current?.type as AdminPostType | undefined) ?? type}
          justCreated={justCreated}
          onCreated={onCreated}
          previewHtml={previewHtml}
        />
      )}
    </Stack>
  );
}
