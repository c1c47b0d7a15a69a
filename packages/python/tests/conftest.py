import sys
from pathlib import Path

# The tutorial's port beside the tests.
sys.path.insert(0, str(Path(__file__).parent))
