# +groupName=example.com
