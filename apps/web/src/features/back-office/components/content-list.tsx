import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ADMIN_POST_TYPES,
  ADMIN_POST_TYPE_LABELS,
  type AdminPost,
  type AdminPostType,
} from '@spesa/shared/admin/content-admin.contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import '../../../lib/messages-it-admin';
import { useContentPosts } from '../api/content';
import { errorMessageOf } from '../api/staff-session';

export function PostStatusChip({ post }: { post: Pick<AdminPost, 'status'> }) {
  const { t } = useTranslation();
  return post.status === 'publish' ? (
    <Chip size="small" color="success" label={t('admin.content.published')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('admin.content.draft')} />
  );
}

function PostRows({ posts }: { posts: AdminPost[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return <Typography sx={{ py: 2 }}>{t('admin.content.empty')}</Typography>;
  return (
    <List aria-label={t('admin.content.listLabel')}>
      {posts.map((post) => (
        <ListItemButton
          key={post.id}
          component={RouterLink}
          to={adminPaths.contentPost.getHref(post.id)}
          divider
          sx={{ gap: 1, alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={post.title}
            secondary={t('admin.content.slugOf', { slug: post.slug })}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <PostStatusChip post={post} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** README "Back-office", Content: the chain's posts of one type, drafts included, and a new one. */
export function ContentList({
  type,
  onTypeChange,
}: {
  type: AdminPostType;
  onTypeChange: (type: AdminPostType) => void;
}) {
  const { t } = useTranslation();
  const posts = useContentPosts(type);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('admin.content.title')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={adminPaths.contentNew.getHref(type)}>
          {t('admin.content.newPost')}
        </Button>
      </Stack>
      <Tabs
        value={type}
        onChange={(_, value: AdminPostType) => onTypeChange(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('admin.content.typesLabel')}
      >
        {ADMIN_POST_TYPES.map((value) => (
          <Tab key={value} value={value} label={ADMIN_POST_TYPE_LABELS[value]} />
        ))}
      </Tabs>
      {posts.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('admin.loading')} />
        </Box>
      )}
      {posts.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void posts.refetch()}>
              {t('admin.content.retry')}
            </Button>
          }
        >
          {errorMessageOf(posts.error)}
        </Alert>
      )}
      {posts.data && <PostRows posts={posts.data} />}
    </Stack>
  );
}
