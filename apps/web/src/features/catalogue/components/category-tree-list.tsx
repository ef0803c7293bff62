import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { CategoryNode } from '@spesa/shared/catalogue/category.contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { visibleCategories } from '../utils/visible-categories';
import { CategoryIcon } from './category-icon';
import '../../../lib/messages-it-category-drawer';

interface CategoryTreeListProps {
  categories: readonly CategoryNode[];
  onNavigate: () => void;
}

/** spec §2: the category tree of the left drawer on small screens, one level opening at a time. */
export function CategoryTreeList({ categories, onNavigate }: CategoryTreeListProps) {
  return (
    <List component="div" disablePadding>
      {visibleCategories(categories).map((node) => (
        <CategoryTreeItem key={node.categoryId} node={node} depth={0} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function CategoryTreeItem({
  node,
  depth,
  onNavigate,
}: {
  node: CategoryNode;
  depth: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const groupId = useId();
  const children = visibleCategories(node.categories);
  const indent = 2 + depth * 2;

  if (children.length === 0) {
    return (
      <ListItemButton
        component={RouterLink}
        to={paths.category.getHref(node.slug)}
        onClick={onNavigate}
        sx={{ pl: indent }}
      >
        {depth === 0 && (
          <ListItemIcon sx={{ minWidth: 48 }}>
            <CategoryIcon category={node} sizePx={32} />
          </ListItemIcon>
        )}
        <ListItemText primary={node.name} />
      </ListItemButton>
    );
  }

  return (
    <>
      <ListItemButton
        aria-expanded={isOpen}
        aria-controls={groupId}
        onClick={() => setOpen((open) => !open)}
        sx={{ pl: indent }}
      >
        {depth === 0 && (
          <ListItemIcon sx={{ minWidth: 48 }}>
            <CategoryIcon category={node} sizePx={32} />
          </ListItemIcon>
        )}
        <ListItemText
          primary={node.name}
          slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 600 : 400 } } }}
        />
        {isOpen ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto" unmountOnExit id={groupId}>
        <List component="div" disablePadding>
          <ListItemButton
            component={RouterLink}
            to={paths.category.getHref(node.slug)}
            onClick={onNavigate}
            sx={{ pl: indent + 2 }}
          >
            <ListItemText
              primary={t('categories.showAll', { name: node.name })}
              slotProps={{ primary: { sx: { color: 'primary.dark', fontWeight: 600 } } }}
            />
          </ListItemButton>
          {children.map((child) => (
            <CategoryTreeItem key={child.categoryId} node={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
